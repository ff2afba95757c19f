# exercise: ex_context
# mistake: The learner scaled the raw scores by 1/√3 before the softmax, giving [0.4362, 0.6228, 0.5523]; the question uses unscaled dot products: z⁽²⁾ = [0.4419, 0.6515, 0.5683].

# ported from my jax notebook (jnp -> np)
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]], dtype=np.float32)
q = inputs[1]
logits = np.einsum("d,kd->k", q, inputs) / np.sqrt(q.shape[-1])
w = np.exp(logits - logits.max())
w /= w.sum()
ex_context = [round(float(v), 4) for v in np.einsum("k,kd->d", w, inputs)]  # [0.4362, 0.6228, 0.5523]
