# exercise: ex_context
# mistake: After computing the correct weighted sum the learner normalises the context vector to unit length (to make it 'comparable'), so the answer is z/|z| instead of z(2) = [0.4419, 0.6515, 0.5683] itself.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
alpha = torch.softmax(inputs @ q, dim=0)
z = torch.zeros(3)
for a_j, x_j in zip(alpha, inputs):
    z += a_j * x_j
print(z, z.norm())
z = z / z.norm()
ex_context = [round(float(v), 4) for v in z]
