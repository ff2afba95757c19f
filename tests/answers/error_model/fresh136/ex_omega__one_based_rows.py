# exercise: ex_omega
# mistake: Took x^(2) and x^(1) as inputs[2] and inputs[1] (1-based reading of 0-based rows), i.e. the score of "starts" with "journey"; the right rows are inputs[1] and inputs[0], giving 0.9544.
inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

from functools import reduce
from operator import add, mul

x2, x1 = inputs[2], inputs[1]   # query "journey", key "Your"
ex_omega = round(reduce(add, map(mul, x2, x1)), 4)
