# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 - p = 0.9 (old inference-time scaling); PyTorch's inverted dropout divides survivors by 1 - p, giving 1.1111.
import torch

p = 0.1
ones = torch.ones(6, 6)
keep = (torch.rand(6, 6) > p).float()
out = ones * keep * (1 - p)
ex_dropout_survivor = round(out[keep.bool()][0].item(), 4)
