# exercise: ex_dropout_survivor
# mistake: Multiplied by the keep probability 1 − p = 0.9 (what old-style dropout does at test time); survivors are divided by it during training: 1/0.9 = 1.1111.
import torch

p = 0.1
ones = torch.ones(4, 4)
keep = torch.rand(ones.shape) >= p
scaled = ones * keep * (1 - p)
ex_dropout_survivor = round(scaled[keep][..., 0].item(), 4)
