# exercise: ex_dropout_survivor
# mistake: Measures with the dropout module in eval() mode, where it is the identity, and reports 1.0; in training mode survivors are 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
with torch.no_grad():
    out = dropout(torch.ones(6, 6))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
