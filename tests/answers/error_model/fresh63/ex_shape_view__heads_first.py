# exercise: ex_shape_view
# mistake: Puts the head axis first, as tf.stack(tf.split(q, 3, axis=-1)) gives, answering (3, 2, 5, 4); transpose(1, 2) gives (2, 3, 5, 4).
import torch
q = torch.zeros(2, 5, 12)
heads = torch.stack(torch.split(q, 4, dim=-1))
ex_shape_view = tuple(heads.shape)
print(ex_shape_view)
