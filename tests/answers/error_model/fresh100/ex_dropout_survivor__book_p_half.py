# exercise: ex_dropout_survivor
# mistake: Reruns the book's dropout example with p = 0.5, so survivors are 2.0; with p = 0.1 they are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
out = dropout(torch.ones(6, 6))
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
