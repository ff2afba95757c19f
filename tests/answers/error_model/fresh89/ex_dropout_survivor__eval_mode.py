# exercise: ex_dropout_survivor
# mistake: The dropout layer is run in eval mode, where it is the identity, so 1.0 is read off; in training mode survivors are scaled to 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()   # deterministic, so the number is reproducible
out = drop(torch.ones(6, 6))
ex_dropout_survivor = round(out[out > 0].max().item(), 4)
