# exercise: ex_dropout_survivor
# mistake: Treats p as the keep probability (TensorFlow's keep_prob) and calls torch.dropout(x, 0.9, True), so survivors are 1/0.1 = 10.0; with p = 0.1 as the drop probability survivors are 1.1111.
import torch

# p = 0.1 -> keep_prob = 1 - p = 0.9
keep_prob = 1 - 0.1
x = torch.ones(100, 100)
y = torch.dropout(x, keep_prob, True)
ex_dropout_survivor = round(y.max().item(), 4)
