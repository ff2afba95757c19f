# exercise: ex_context
# mistake: Transcribed Σ over j = 1..6 as range(1, 6), which skips the first token “Your” in the weighted sum, giving [0.3823, 0.6307, 0.4450]; all six tokens belong in it: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs @ inputs[1]
alpha = torch.softmax(scores, dim=0)

z = torch.zeros(3)
for j in range(1, 6):   # j = 1 ... 6
    z += alpha[j] * inputs[j]
ex_context = [round(v, 4) for v in z.tolist()]
