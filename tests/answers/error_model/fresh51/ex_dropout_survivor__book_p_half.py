# exercise: ex_dropout_survivor
# mistake: Reused the book's dropout example with p = 0.5, where survivors become 1/(1−0.5) = 2; with p = 0.1 they become 1/0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = float(out[out != 0][0])
