# exercise: ex_omega
# mistake: Builds the embeddings in float16, so the dot product is rounded to half precision (0.9541 instead of 0.9544); computing in float32 or by hand gives 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]], dtype=torch.float16
)
query = inputs[1]
omega = (query * inputs[0]).sum()
print(omega)
ex_omega = round(float(omega), 4)
