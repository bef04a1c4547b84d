import DraperCLI
