import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type BoardActionResult, type BoardOperation, ErrorCode } from '@typing/contracts';
import { rpcError } from '@typing/service-kit';
import type { Model, mongo } from 'mongoose';
import { ResultStore } from '../results/result-store';
import { savedEventOf } from '../results/saved-event';
import { collectionOf } from '../shared/typed-collection';
import { BoardOperatorAction } from './board.schema';
import { BoardStore } from './board-store';
import { LeaderboardsService } from './leaderboards.service';

/** Operators take results or members off the boards and back (a result held as 'operator', a member unlisted). */
@Injectable()
export class BoardOperations {
  private readonly logger = new Logger(BoardOperations.name);
  private readonly actions: mongo.Collection<BoardOperatorAction>;

  constructor(
    private readonly boards: LeaderboardsService,
    private readonly store: BoardStore,
    private readonly results: ResultStore,
    @InjectModel(BoardOperatorAction.name) actions: Model<BoardOperatorAction>,
  ) {
    this.actions = collectionOf(actions);
  }

  async operate(operation: BoardOperation): Promise<BoardActionResult> {
    const outcome = await this.apply(operation);
    const { action, operator, reason, kind } = operation;
    await this.actions.insertOne({
      action,
      operator,
      reason,
      ...outcome,
      ...(kind ? { kind } : {}),
      at: new Date(),
    });
    this.logger.log(
      `operator ${operator}: ${action} ${outcome.resultId ?? outcome.userId} (${outcome.changed ? 'done' : 'already so'}): ${reason}`,
    );
    return { action, ...outcome };
  }

  private async apply({
    action,
    userId,
    kind,
    resultId,
    operator,
    reason,
  }: BoardOperation): Promise<Omit<BoardActionResult, 'action'>> {
    switch (action) {
      case 'remove-result': {
        const entry = userId && kind ? await this.store.entry({ kind }, userId) : null;
        if (!entry) throw rpcError(404, ErrorCode.NotFound, 'That member has no row on that board.');
        await this.results.setOperatorHold(entry.resultId, true);
        const changed = await this.boards.removeResult(entry.userId, entry.resultId);
        return { userId: entry.userId, resultId: entry.resultId, changed };
      }
      case 'restore-result': {
        const before = resultId ? await this.results.find(resultId) : null;
        if (!before) throw rpcError(404, ErrorCode.NotFound, 'There is no such result.');
        const doc = await this.results.setOperatorHold(before._id, false);
        const changed = (before.heldBack ?? []).includes('operator');
        // Ranked again as when it was saved, unless something else holds it back.
        if (doc && changed) await this.boards.record(savedEventOf(doc));
        return { userId: before.userId, resultId: before._id, changed };
      }
      case 'remove-member':
        return { userId: userId!, changed: await this.boards.ban(userId!, operator, reason) };
      case 'restore-member':
        return { userId: userId!, changed: await this.boards.unban(userId!) };
    }
  }
}
