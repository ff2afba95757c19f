# exercise: ex_dropout_survivor
# mistake: The learner computed it with a dropout layer in eval mode (Flax deterministic=True), where nothing is dropped or scaled, giving 1.0; in training mode survivors are 1/(1 − p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()   # deterministic
out = drop(torch.ones(6, 6))
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
