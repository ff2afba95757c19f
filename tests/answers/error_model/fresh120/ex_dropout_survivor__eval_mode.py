# exercise: ex_dropout_survivor
# mistake: The learner reads the value from a Dropout module in eval mode, where nothing is dropped or scaled, and reports 1.0; in training, survivors are scaled to 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
