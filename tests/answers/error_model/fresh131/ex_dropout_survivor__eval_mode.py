# exercise: ex_dropout_survivor
# mistake: The learner runs the dropout module after .eval(), where it does nothing, and reads 1.0; in training mode survivors are scaled to 1/(1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()  # deterministic output for the answer
example = torch.ones(6, 6)
res = dropout(example)
print(res)
vals = res[res > 0]
ex_dropout_survivor = float(vals.max())
print(ex_dropout_survivor)
