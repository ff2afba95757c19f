# exercise: ex_dropout_survivor
# mistake: Measures the survivors with the dropout layer in eval() mode, where dropout is the identity and every entry stays 1.0; in training mode survivors are scaled to 1 / (1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()  # deterministic, so the answer does not depend on the seed
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
