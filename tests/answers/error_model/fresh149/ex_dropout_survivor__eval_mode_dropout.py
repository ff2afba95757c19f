# exercise: ex_dropout_survivor
# mistake: Ran nn.Dropout in eval mode, where it does nothing, and read off 1.0; in training the survivors are scaled by 1/(1-p) = 1.1111.
import torch

drop = torch.nn.Dropout(p=0.1)
drop.eval()
out = drop(torch.ones(6, 6))
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
print(ex_dropout_survivor)
