# exercise: ex_dropout_survivor
# mistake: Ran nn.Dropout in eval mode (called .eval() "to get a deterministic answer"), where nothing is dropped or scaled, so a survivor reads 1.0; in training mode survivors are 1/(1−p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(p=0.1)
drop.eval()
ones = torch.ones(6, 6)
out = drop(ones)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors.flatten()[0].item(), 4)
print(out)
