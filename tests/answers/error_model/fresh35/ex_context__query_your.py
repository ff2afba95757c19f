# exercise: ex_context
# mistake: Computed the context vector of the first token “Your”, [0.4421, 0.5931, 0.5790], instead of “journey”; z(2) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[0]
weights = torch.softmax(inputs @ query, dim=0)
z = weights @ inputs
ex_context = [round(v, 4) for v in z.tolist()]
