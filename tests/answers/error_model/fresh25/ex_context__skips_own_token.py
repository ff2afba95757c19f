# exercise: ex_context
# mistake: The learner left out the query's own term α₂₂·x⁽²⁾ from the weighted sum, getting [0.3110, 0.4445, 0.4113]; z⁽²⁾ sums over all six tokens including "journey": [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
q = 1  # journey
weights = torch.softmax(inputs @ inputs[q], dim=0)

# mix in the information from the other words
z = torch.zeros(3)
for j in range(len(inputs)):
    if j == q:
        continue
    z += weights[j] * inputs[j]
ex_context = [round(v, 4) for v in z.tolist()]
