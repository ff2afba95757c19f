# exercise: ex_dropout_survivor
# mistake: Ran the book's dropout example unchanged, with torch.nn.Dropout(0.5), so read off 2.0; with p = 0.1 the survivors are 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
