# exercise: ex_dropout_survivor
# mistake: The learner ran the book's dropout cell with p = 0.5 copied from the text, which gives 2.0; with p = 0.1 survivors are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.max().item(), 4)
