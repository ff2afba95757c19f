# exercise: ex_context
# style: three 4-decimal numbers typed in as a tuple (not a list), copied from a printed tensor.
ex_context = (0.4419, 0.6515, 0.5683)
