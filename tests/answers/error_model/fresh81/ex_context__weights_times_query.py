# exercise: ex_context
# mistake: Multiplied the weights with the query x⁽²⁾ instead of with each input row x⁽ʲ⁾, so the result is just x⁽²⁾; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
alpha = torch.softmax(inputs @ query, dim=0)
z = torch.zeros(3)
for j in range(len(alpha)):
    z += alpha[j] * query
ex_context = [round(float(c), 4) for c in z]
print(ex_context)
