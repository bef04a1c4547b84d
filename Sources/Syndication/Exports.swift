// Calendar dates in this module's API are the shared civil dates of CivilTime.
@_exported public import CivilTime
