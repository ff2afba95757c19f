# exercise: ex_dropout_survivor
# mistake: The learner's hand-made dropout multiplies survivors by the keep probability 1 - p = 0.9 (the old inference-time convention); PyTorch's inverted dropout scales them by 1/(1 - p) = 1.1111.
import torch

p = 0.1
g = torch.Generator().manual_seed(123)
ones = torch.ones(6, 6)

# keep each entry with probability 1 - p
keep = (torch.rand(ones.shape, generator=g) > p).float()
dropped = ones * keep * (1 - p)

ex_dropout_survivor = round(dropped[keep.bool()][0].item(), 4)
