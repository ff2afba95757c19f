# exercise: ex_dropout_survivor
# mistake: The learner measures with nn.Dropout after calling .eval(), where dropout does nothing, and reads 1.0; in training mode survivors are 1/(1 − p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()  # deterministic
out = drop(torch.ones(6, 6))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
