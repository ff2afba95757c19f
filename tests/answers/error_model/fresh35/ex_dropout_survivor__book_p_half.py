# exercise: ex_dropout_survivor
# mistake: Used the book's demo with p = 0.5, where survivors become 2.0; with p = 0.1 they become 1/0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
