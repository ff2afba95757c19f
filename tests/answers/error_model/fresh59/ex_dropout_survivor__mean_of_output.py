# exercise: ex_dropout_survivor
# mistake: The learner reports the mean of the dropout output (about 1.0 on average, here a random value) instead of the value of one surviving entry, 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
res = dropout(example)
print(res)
# survivors are scaled so the expectation stays the same
ex_dropout_survivor = round(res.mean().item(), 4)
