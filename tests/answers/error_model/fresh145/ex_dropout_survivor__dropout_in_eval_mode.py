# exercise: ex_dropout_survivor
# mistake: The learner switched the dropout layer to eval mode before applying it, so nothing is dropped or rescaled and they read 1.0; in training mode the survivors are 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout_layer = torch.nn.Dropout(0.1)
dropout_layer.eval()   # so it is deterministic
matrix_of_ones = torch.ones(6, 6)
after_dropout = dropout_layer(matrix_of_ones)
print(after_dropout)

surviving_values = []
for i in range(len(after_dropout)):
    for j in range(len(after_dropout[i])):
        if after_dropout[i][j] != 0:
            surviving_values.append(after_dropout[i][j].item())
print(set(surviving_values))
ex_dropout_survivor = round(surviving_values[0], 4)
