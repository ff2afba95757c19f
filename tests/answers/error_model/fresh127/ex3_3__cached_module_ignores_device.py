# exercise: ex3_3
# mistake: The learner caches the first module built and returns that same object on every later call, ignoring the device argument of later calls (and sharing one module between callers); each call must build a module and move it to the requested device. [cond: a second call, e.g. with a different device]
class _Cache:
    def __init__(self):
        self.module = None

    def __call__(self, MultiHeadAttention, device):
        if self.module is None:
            self.module = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
        return self.module


ex3_3 = _Cache()
