# exercise: ex_dropout_survivor
# mistake: Reads p as the probability of keeping an entry and scales by 1/p = 10; p is the drop probability, so survivors are scaled by 1/(1 - p) = 1.1111.
import torch

p = 0.1
scale = 1 / p
ex_dropout_survivor = round(float(torch.ones(1)[0] * scale), 4)
