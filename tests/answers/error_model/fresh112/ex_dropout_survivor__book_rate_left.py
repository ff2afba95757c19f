# exercise: ex_dropout_survivor
# mistake: Reuses the book's torch.nn.Dropout(0.5) cell, so the survivors are 2.0; with p = 0.1 they are 1/0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
