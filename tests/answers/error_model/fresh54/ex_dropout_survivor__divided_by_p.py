# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1/p = 10; they are scaled by 1/(1-p) = 1.1111.
import torch

p = 0.1
ones = torch.ones(6, 6)
# survivors are divided by the dropout rate
ex_dropout_survivor = float(round((ones / p)[0, 0].item(), 4))
