# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 - p = 0.9 (the old non-inverted convention used at test time); PyTorch's dropout divides survivors by 1 - p during training, so they are 1.1111.
import torch

p = 0.1
keep = 1 - p
ones = torch.ones(6, 6, dtype=torch.float64)
# expected value of each entry should be keep * 1
ex_dropout_survivor = round(float(ones[0, 0] * keep), 4)
