# exercise: ex_dropout_survivor
# mistake: The learner measured it with nn.Dropout put in eval mode, where dropout does nothing and every entry stays 1.0; in training mode the survivors are 1/(1 − p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
