# exercise: ex_dropout_survivor
# mistake: The book's dropout example with p = 0.5 is rerun, which gives 2.0; the exercise's p is 0.1, giving 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
res = dropout(example)
print(res)
ex_dropout_survivor = float(res.max())
