# exercise: ex_dropout_survivor
# mistake: The learner divides by the dropout rate p = 0.1 instead of by the keep probability 1 - p, giving 10.0 instead of 1.1111.
import torch

p = 0.1
# survivors get rescaled: 1/p
ex_dropout_survivor = round(1 / p, 4)
