// Project's model speaks in civil dates and times; whoever uses the model needs them too.
@_exported public import CivilTime
