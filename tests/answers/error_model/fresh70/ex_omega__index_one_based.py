# exercise: ex_omega
# mistake: Uses the notes' 1-based indices directly as Python indices, taking rows 2 and 1 (starts and journey) instead of rows 1 and 0 (journey and Your).
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

# ω21 = x(2) · x(1)
x2 = shuru[2]
x1 = shuru[1]
ex_omega = round(float(x2 @ x1), 4)
print(ex_omega)
