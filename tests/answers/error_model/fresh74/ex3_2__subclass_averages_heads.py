# exercise: ex3_2
# mistake: The learner subclasses the wrapper with d_out=2 per head and overrides forward to average the heads instead of concatenating them, so the output is (2, 6, 2) but not the wrapper's output; the right answer is num_heads=2 with d_out=1 and the wrapper's own concatenating forward.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    class MeanWrapper(MultiHeadAttentionWrapper):
        def forward(self, x):
            outs = [h(x) for h in self.heads]
            return torch.stack(outs, dim=0).mean(dim=0)

    return MeanWrapper(3, 2, 6, 0.0, num_heads=2)
