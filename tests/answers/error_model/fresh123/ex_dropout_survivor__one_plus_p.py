# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1, a first-order approximation of 1/(1 - p); the exact value is 1.1111.
import torch

p = torch.tensor(0.1)
# E[out] = (1 - p) * s = 1  ->  s ~ 1 + p
ex_dropout_survivor = round((1 + p).item(), 4)
