# exercise: ex_dropout_survivor
# mistake: The learner put the dropout layer in eval mode before applying it, so nothing is dropped or scaled and they read 1.0; in training mode survivors are 1/(1-0.1) = 1.1111.
import torch
torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out > 0].max().item(), 4)
