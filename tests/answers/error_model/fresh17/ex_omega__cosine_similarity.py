# exercise: ex_omega
# mistake: Divided the dot product by both vector norms (cosine similarity, 0.7808) instead of giving the raw dot product ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544.
import math

x1 = [0.43, 0.15, 0.89]  # Your
x2 = [0.55, 0.87, 0.66]  # journey

# similarity of the two embeddings, normalised so it lies in [-1, 1]
dot = sum(a * b for a, b in zip(x2, x1))
norm1 = math.sqrt(sum(a * a for a in x1))
norm2 = math.sqrt(sum(b * b for b in x2))
ex_omega = round(dot / (norm1 * norm2), 4)
