# exercise: ex_dropout_survivor
# mistake: Divides by the drop probability p instead of the keep probability 1 − p, giving 10.0; the survivors are 1 / 0.9 = 1.1111.
import torch

p = 0.1
ones = torch.ones(6, 6)
scale = 1 / p
ex_dropout_survivor = round(float(ones[0, 0] * scale), 4)
