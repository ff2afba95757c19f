# exercise: ex_dropout_survivor
# mistake: Used the book's dropout example with rate 0.5 (survivors become 2.0) instead of p = 0.1, for which survivors are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
ex_dropout_survivor = round(out.max().item(), 4)
