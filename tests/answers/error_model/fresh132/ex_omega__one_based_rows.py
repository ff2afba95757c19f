# exercise: ex_omega
# mistake: The learner reads x⁽²⁾ and x⁽¹⁾ as rows 2 and 1 of the tensor, which are 'starts' and 'journey' (0-based); the rows are 1 and 0, giving 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

pair = torch.index_select(inputs, 0, torch.tensor([2, 1]))
ex_omega = round(float(pair[0] @ pair[1]), 4)
print(ex_omega)
