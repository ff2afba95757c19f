# exercise: ex_context
# mistake: Summed the weighted inputs with for j in range(1, 6), leaving out j = 0 ("Your"); the sum runs over all six tokens.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

alpha = torch.softmax(inputs @ inputs[1], dim=0)
z = torch.zeros(3)
for j in range(1, 6):
    z += alpha[j] * inputs[j]
ex_context = [round(float(v), 4) for v in z]
