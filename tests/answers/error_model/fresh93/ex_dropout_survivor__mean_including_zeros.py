# exercise: ex_dropout_survivor
# mistake: Averages the whole dropped matrix, zeros included, which estimates the expectation (about 1) rather than the value of a survivor, 1 / 0.9 = 1.1111.
import torch

g = torch.Generator().manual_seed(123)
ones = torch.ones(6, 6)
keep = torch.rand(ones.shape, generator=g) >= 0.1
out = ones * keep / (1 - 0.1)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
