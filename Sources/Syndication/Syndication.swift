// The Syndication module. See ARCHITECTURE.md for where it sits in the pipeline.
